-- Every 1- and 2-character piece of a text, lower-cased, without whitespace. Searchable tables keep it of
-- their texts in a stored column `grams` with a GIN index (catalogue tables/columns.ts): a term's rows are
-- those whose grams hold all of search_grams(term) — exactly so for terms under 3 characters (most Chinese
-- words: '幕墙', '渲染'; short Latin ones: 'AI', '3d'), confirmed by ILIKE for longer ones. IMMUTABLE so that
-- a generated column may use it.
CREATE OR REPLACE FUNCTION search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(l, i, n) AS g
    FROM (SELECT lower(t) AS l) s, generate_series(1, char_length(lower(t))) i, (VALUES (1), (2)) v(n)
    WHERE i + n - 1 <= char_length(l)
  ) grams WHERE g !~ '\s'
$$;
