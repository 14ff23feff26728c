-- Every 1- and 2-character piece of a text, lower-cased, without whitespace. Search terms shorter than a
-- trigram (most Chinese words: '幕墙', '渲染'; short Latin ones: 'AI', '3d') are found through a GIN index on
-- this array (grams @> array[term]); longer terms use pg_trgm. IMMUTABLE so that it can be indexed.
CREATE OR REPLACE FUNCTION search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(l, i, n) AS g
    FROM (SELECT lower(t) AS l) s, generate_series(1, char_length(lower(t))) i, (VALUES (1), (2)) v(n)
    WHERE i + n - 1 <= char_length(l)
  ) grams WHERE g !~ '\s'
$$;
