import { CurrentPasswordField as CurrentPasswordField_81054713d0eb0778b3a2da5b12d89a9c } from '../../../../src/components/cms/current-password-field'
import { VenueDateCell as VenueDateCell_494896a77ff746608a9aa5dfa43fbd86 } from '../../../../src/components/cms/venue-time'
import { VenueDateField as VenueDateField_494896a77ff746608a9aa5dfa43fbd86 } from '../../../../src/components/cms/venue-time'
import { BrandIcon as BrandIcon_9e2ad581dd3eb672a4d7e8ef7780bb19 } from '../../../../src/components/cms/brand'
import { BrandLogo as BrandLogo_9e2ad581dd3eb672a4d7e8ef7780bb19 } from '../../../../src/components/cms/brand'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/cms/current-password-field#CurrentPasswordField": CurrentPasswordField_81054713d0eb0778b3a2da5b12d89a9c,
  "/src/components/cms/venue-time#VenueDateCell": VenueDateCell_494896a77ff746608a9aa5dfa43fbd86,
  "/src/components/cms/venue-time#VenueDateField": VenueDateField_494896a77ff746608a9aa5dfa43fbd86,
  "/src/components/cms/brand#BrandIcon": BrandIcon_9e2ad581dd3eb672a4d7e8ef7780bb19,
  "/src/components/cms/brand#BrandLogo": BrandLogo_9e2ad581dd3eb672a4d7e8ef7780bb19,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
