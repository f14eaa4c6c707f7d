class Program_weight_tensor_meta_to_2:
    name = "to_2"
    shape = [1, 50]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]


class Program_weight_tensor_meta_L_self_modules_quantizer_modules_quantizers_modules_0_modules_codebook_buffers_embed_:
    name = "L_self_modules_quantizer_modules_quantizers_modules_0_modules_codebook_buffers_embed_"
    shape = [1024, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
