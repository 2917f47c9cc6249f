#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../../Sources/CPNG/rgba_writer.h"
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec/1e9;}
int main(int argc,char**argv){
  png_image img; memset(&img,0,sizeof img); img.version=PNG_IMAGE_VERSION;
  if(!png_image_begin_read_from_file(&img,argv[1])) return 1;
  img.format=PNG_FORMAT_RGBA; unsigned char*buf=malloc(PNG_IMAGE_SIZE(img));
  png_image_finish_read(&img,NULL,buf,0,NULL);
  struct {const char*n;int f;int l;} cases[]={{"none-1",PNG_FILTER_NONE,1},{"none-3",PNG_FILTER_NONE,3},{"none-6",PNG_FILTER_NONE,6},{"none-9",PNG_FILTER_NONE,9},
   {"all-6",PNG_FILTER_NONE|PNG_FILTER_SUB|PNG_FILTER_UP|PNG_FILTER_AVG|PNG_FILTER_PAETH,6},{"all-9",PNG_FILTER_NONE|PNG_FILTER_SUB|PNG_FILTER_UP|PNG_FILTER_AVG|PNG_FILTER_PAETH,9},
   {"up-6",PNG_FILTER_UP,6},{"sub-6",PNG_FILTER_SUB,6}};
  for(int c=0;c<8;c++){ double best=1e9; size_t size=0;
    for(int r=0;r<15;r++){ rs_png_output out={0}; double t=now(); rs_png_encode(&out,buf,img.width,img.height,img.width*4,0,cases[c].f,cases[c].l); t=now()-t; if(t<best)best=t; size=out.count; free(out.bytes);}
    printf("%s\t%.2f ms\t%zu bytes\n",cases[c].n,best*1000,size);}
}
