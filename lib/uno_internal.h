/*
 * libuno internals for the library's own tests: every floor's declarations
 * (core, engine, services, bots). The library's sources include only their
 * own floor's header, and through it the floors below.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_INTERNAL_H
#define UNO_INTERNAL_H

#include "services/services.h"
#include "bots/search.h"

#endif /* UNO_INTERNAL_H */
