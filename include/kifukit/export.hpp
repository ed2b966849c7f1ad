// What libkifukit.so exports: the declarations marked KIFUKIT_API and nothing else (the
// library is built with hidden visibility, so the engine inside it stays internal).
#pragma once

#define KIFUKIT_API __attribute__((visibility("default")))
