-- Reserved slot of issue 9; replaced by its real statements or removed before landing.
SELECT 1;
