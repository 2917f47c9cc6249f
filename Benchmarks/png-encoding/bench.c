// Encodes the given PNGs' pixels with render-spec's writer (Sources/CPNG/rgba_writer.c) at each
// row filter and zlib level; best of `runs` per image. With one file, a line per setting; with
// several, each setting's total time and size over all of them.
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../Sources/CPNG/rgba_writer.c"
#include "../../Sources/CPNG/deflate_writer.c"
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec/1e9;}
#define ALL (PNG_FILTER_NONE|PNG_FILTER_SUB|PNG_FILTER_UP|PNG_FILTER_AVG|PNG_FILTER_PAETH)
int main(int argc,char**argv){
  int n=argc-1, runs=n==1?15:3;
  struct {unsigned char*buf; png_uint_32 w,h;} *img=calloc(n,sizeof *img);
  for(int i=0;i<n;i++){ png_image p; memset(&p,0,sizeof p); p.version=PNG_IMAGE_VERSION;
    if(!png_image_begin_read_from_file(&p,argv[i+1])){fprintf(stderr,"cannot read %s\n",argv[i+1]);return 1;}
    p.format=PNG_FORMAT_RGBA; img[i].buf=malloc(PNG_IMAGE_SIZE(p)); img[i].w=p.width; img[i].h=p.height;
    png_image_finish_read(&p,NULL,img[i].buf,0,NULL);}
  // f = -1: libdeflate at level l (deflate_writer.c), no row filter.
  struct {const char*n;int f;int l;} cases[]={{"deflate-1",-1,1},{"deflate-2",-1,2},{"deflate-3",-1,3},{"deflate-4",-1,4},
   {"deflate-5",-1,5},{"deflate-6",-1,6},{"deflate-9",-1,9},{"none-1",PNG_FILTER_NONE,1},{"none-2",PNG_FILTER_NONE,2},{"none-3",PNG_FILTER_NONE,3},
   {"none-4",PNG_FILTER_NONE,4},{"none-5",PNG_FILTER_NONE,5},{"none-6",PNG_FILTER_NONE,6},{"none-9",PNG_FILTER_NONE,9},
   {"up-3",PNG_FILTER_UP,3},{"sub-3",PNG_FILTER_SUB,3},{"all-6",ALL,6},{"all-9",ALL,9},{"up-6",PNG_FILTER_UP,6},{"sub-6",PNG_FILTER_SUB,6}};
  for(size_t c=0;c<sizeof cases/sizeof cases[0];c++){ double total=0; size_t size=0;
    for(int i=0;i<n;i++){ double best=1e9; size_t bytes=0;
      for(int r=0;r<runs;r++){ rs_png_output out={0}; double t=now();
        if(cases[c].f<0) rs_png_encode_deflate(&out,img[i].buf,img[i].w,img[i].h,(size_t)img[i].w*4,0,cases[c].l);
        else rs_png_encode(&out,img[i].buf,img[i].w,img[i].h,(size_t)img[i].w*4,0,cases[c].f,cases[c].l);
        t=now()-t;
        if(t<best)best=t; bytes=out.count; free(out.bytes);}
      total+=best; size+=bytes;}
    printf("%s\t%.2f ms\t%zu bytes\n",cases[c].n,total*1000,size);}
  return 0;
}
