class Program_weight_tensor_meta_squeeze:
    name = "squeeze"
    shape = [1, 27]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]


class Program_weight_tensor_meta_L_self_modules_encoder_model_modules_quantizer_modules_codebook_buffers_embed_:
    name = "L_self_modules_encoder_model_modules_quantizer_modules_codebook_buffers_embed_"
    shape = [4096, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
