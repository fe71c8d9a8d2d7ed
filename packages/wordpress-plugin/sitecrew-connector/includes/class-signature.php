<?php
/**
 * Request signatures (PROTOCOL.md, "Signed requests").
 *
 * @package SiteCrew_Connector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Signs outgoing requests and verifies incoming ones.
 *
 * Canonical string, lines joined by "\n":
 * METHOD, PATH (no query string), TIMESTAMP, NONCE, lowercase hex SHA-256 of the raw body.
 */
final class SiteCrew_Signature {

	const HEADER_SITE      = 'X-SiteCrew-Site';
	const HEADER_TIMESTAMP = 'X-SiteCrew-Timestamp';
	const HEADER_NONCE     = 'X-SiteCrew-Nonce';
	const HEADER_SIGNATURE = 'X-SiteCrew-Signature';

	/** Largest accepted distance between the request's timestamp and our clock, in seconds. */
	const MAX_SKEW = 300;

	/**
	 * The canonical string that is signed.
	 */
	public static function canonical( string $method, string $path, string $timestamp, string $nonce, string $body ): string {
		return implode(
			"\n",
			array(
				strtoupper( $method ),
				$path,
				$timestamp,
				$nonce,
				hash( 'sha256', $body ),
			)
		);
	}

	/**
	 * Lowercase hex HMAC-SHA256 of the canonical string.
	 */
	public static function sign( string $secret, string $method, string $path, string $timestamp, string $nonce, string $body ): string {
		return hash_hmac( 'sha256', self::canonical( $method, $path, $timestamp, $nonce, $body ), $secret );
	}

	/**
	 * 32 lowercase hex characters.
	 */
	public static function new_nonce(): string {
		return bin2hex( random_bytes( 16 ) );
	}

	/**
	 * The four headers of a signed request.
	 *
	 * @return array<string, string>
	 */
	public static function headers( string $site_id, string $secret, string $method, string $path, string $body ): array {
		$timestamp = (string) time();
		$nonce     = self::new_nonce();
		return array(
			self::HEADER_SITE      => $site_id,
			self::HEADER_TIMESTAMP => $timestamp,
			self::HEADER_NONCE     => $nonce,
			self::HEADER_SIGNATURE => self::sign( $secret, $method, $path, $timestamp, $nonce, $body ),
		);
	}

	/**
	 * Checks an incoming request signed by SiteCrew.
	 *
	 * @param string      $method    HTTP method.
	 * @param string      $path      The REST route, e.g. /sitecrew/v1/health.
	 * @param string      $body      Raw request body.
	 * @param string|null $site_id   X-SiteCrew-Site.
	 * @param string|null $timestamp X-SiteCrew-Timestamp.
	 * @param string|null $nonce     X-SiteCrew-Nonce.
	 * @param string|null $signature X-SiteCrew-Signature.
	 * @return true|WP_Error 401 errors with the codes bad_signature, stale_request or replayed_request.
	 */
	public static function verify( string $method, string $path, string $body, ?string $site_id, ?string $timestamp, ?string $nonce, ?string $signature ) {
		$own_site_id = SiteCrew_Options::site_id();
		$secret      = SiteCrew_Options::secret();

		if ( '' === $own_site_id || '' === $secret || ! SiteCrew_Options::is_connected() ) {
			return self::error( 'bad_signature', 'This site is not connected to SiteCrew.' );
		}
		if ( null === $site_id || null === $timestamp || null === $nonce || null === $signature
			|| '' === $site_id || '' === $timestamp || '' === $nonce || '' === $signature ) {
			return self::error( 'bad_signature', 'The request is not signed.' );
		}
		if ( ! hash_equals( $own_site_id, $site_id ) ) {
			return self::error( 'bad_signature', 'The request is signed for another site.' );
		}
		if ( ! preg_match( '/^\d{1,12}$/', $timestamp ) || ! preg_match( '/^[0-9a-f]{32}$/', $nonce ) || ! preg_match( '/^[0-9a-f]{64}$/', $signature ) ) {
			return self::error( 'bad_signature', 'The signature headers are malformed.' );
		}

		$expected = self::sign( $secret, $method, $path, $timestamp, $nonce, $body );
		if ( ! hash_equals( $expected, $signature ) ) {
			return self::error( 'bad_signature', 'The signature does not match.' );
		}

		if ( abs( time() - (int) $timestamp ) > self::MAX_SKEW ) {
			return self::error( 'stale_request', 'The request timestamp is more than 300 seconds away from this site\'s clock.' );
		}

		if ( ! SiteCrew_Nonces::claim( $nonce ) ) {
			return self::error( 'replayed_request', 'This request nonce was already used.' );
		}

		return true;
	}

	private static function error( string $code, string $message ): WP_Error {
		return new WP_Error( $code, $message, array( 'status' => 401 ) );
	}
}
