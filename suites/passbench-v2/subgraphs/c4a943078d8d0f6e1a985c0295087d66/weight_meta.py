class Program_weight_tensor_meta_embed_ind_3:
    name = "embed_ind_3"
    shape = [1, 9]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0, 0, 0, 0, 0, 0, 0, 0, 0]


class Program_weight_tensor_meta_L_self_modules_quantizer_modules_acoustic_residual_vector_quantizer_modules_layers_modules_0_modules_codebook_embed:
    name = "L_self_modules_quantizer_modules_acoustic_residual_vector_quantizer_modules_layers_modules_0_modules_codebook_embed"
    shape = [2048, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
