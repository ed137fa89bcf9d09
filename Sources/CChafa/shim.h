// libchafa: draws pixels as terminal cells (symbols, sixel, kitty). The clipboard panel's
// image previews are the only user.
#include <chafa.h>
