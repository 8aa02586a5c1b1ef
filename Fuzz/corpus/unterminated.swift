let s = "unterminated
/* open comment
"\(