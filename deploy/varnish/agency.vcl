# Varnish in front of nginx (deploy/nginx/agency.conf) and its app instances: the shared cache.
# `npm run cluster` runs it with this file (scripts/cluster.mjs fills in ${BACKEND_PORT}, the port
# of nginx behind it) as:
#   varnishd -F -f agency.vcl -a :PORT -s malloc,256m -p http_gzip_support=off
# docs/operations.md, "The shared cache (Varnish)". Needs Varnish 7 and vmod xkey (Debian:
# apt-get install varnish varnish-modules).
#
# What it keeps is what the app says it may keep, never more: an answer with
# `Surrogate-Control: max-age=N` is kept N seconds (a page: its s-maxage; an API list: until a
# change purges it), anything else not at all (src/server/edge/shared-cache.ts). Every answer the
# app means to share names its cache tags in `xkey`; a content change purges them (`PURGE` with
# `xkey-purge: <tags>`), and changes that may have been missed ban everything (`PURGE` with
# `purge-all: 1`). Every app instance sends them (src/server/freshness/shared-cache-purge.ts);
# they are taken from this machine only (the ACL below).
vcl 4.1;

import std;
import xkey;

backend nginx {
    .host = "127.0.0.1";
    .port = "${BACKEND_PORT}";
    .connect_timeout = 2s;
    # As long as nginx waits for an instance (proxy_read_timeout).
    .first_byte_timeout = 65s;
    .between_bytes_timeout = 65s;
}

# Who may purge: the app instances. In production, list the app hosts' addresses.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.purge-all == "1") {
            # Changes may have been missed: everything kept until now goes (a ban on obj.* only,
            # which the ban lurker also clears in the background).
            ban("obj.status != 0");
            return (synth(200, "Banned"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Name the tags to purge in xkey-purge, or purge-all: 1"));
        }
        # Hard: the objects are gone, the next request is answered afresh (within 200 ms of the change).
        set req.http.purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.purged));
    }

    # Never from the cache, never into it: writes, anything signed in (an API key, the session
    # cookie), draft mode and previews, the staff screens and Payload's REST, and the requests of
    # Next.js's client router (RSC payloads, prefetches, server actions). The app would say
    # `no-store` to all of them anyway; this makes it certain and spares the look-up.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.http.Authorization || (req.http.Cookie && req.http.Cookie ~ "(^|;\s*)(payload-token|__prerender_bypass|__next_preview_data)=")) {
        return (pass);
    }
    if (req.url ~ "(?i)^/(admin|cms|cms-api|_next)([/?]|$)") {
        return (pass);
    }
    if (req.http.rsc || req.http.next-router-state-tree || req.http.next-router-prefetch || req.http.next-router-segment-prefetch || req.http.next-action || req.http.next-url || req.http.x-prerender-revalidate) {
        return (pass);
    }

    # The app gzips: one copy kept for the clients that take gzip, one for those that do not
    # (the app's answers vary on Accept-Encoding; http_gzip_support is off, so Varnish neither
    # compresses nor unpacks, and each copy keeps the app's own ETag).
    if (req.http.Accept-Encoding ~ "(?i)\bgzip\b" && req.http.Accept-Encoding !~ "(?i)\bgzip\s*;\s*q=0(\.0*)?\s*(,|$)") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }
    # Other cookies (none of the site's own) change nothing a visitor's answer says; an answer
    # that sets one is not kept (below).
    return (hash);
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        # Passed (vcl_recv): never kept, whatever it says.
    } elsif (beresp.status == 200 && !beresp.http.Set-Cookie && beresp.http.Surrogate-Control ~ "(?i)(^|,)\s*max-age=[0-9]+" && beresp.http.Surrogate-Control !~ "(?i)no-store") {
        set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "(?i)^.*max-age=([0-9]+).*$", "\1s"), 0s);
        # Past its time an answer is fetched again before it is served: never older than the app said.
        set beresp.grace = 0s;
    } else {
        # Not kept; the requests for it meanwhile go to the app one by one (hit-for-miss), and the
        # next answer that may be kept is.
        set beresp.ttl = 1s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
    }
    # What only caches read is neither kept with the answer nor sent on. The xkey header stays on
    # the object (vmod xkey indexes it when the object is stored) and is taken out on its way to
    # clients (vcl_deliver). The tags name the site's collections and Next.js's routes: of no use
    # to a client. With a CDN in front of this cache that purges by tag, keep Surrogate-Key (the
    # CDN takes it out).
    unset beresp.http.Surrogate-Control;
    unset beresp.http.Surrogate-Key;
    unset beresp.http.x-next-cache-tags;
    return (deliver);
}

sub vcl_deliver {
    # Where the answer came from: HIT (kept here; Age says for how long), MISS (fetched and kept),
    # PASS (never kept).
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.xkey;
    unset resp.http.X-Varnish;
    unset resp.http.Via;
    return (deliver);
}
