// expat, the XML parser fontconfig already loads: XMLReading reads Android resource files with it.
#include <expat.h>
