class Program_weight_tensor_meta_hidden_states_236:
    name = "hidden_states_236"
    shape = [1, 50, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.4752335042391707e-05
    std = 0.002311812948041034
    data = None
    min_val = -0.009056893177330494
    max_val = 0.009485447779297829


class Program_weight_tensor_meta_L_self_modules_quantizer_modules_quantizers_modules_1_modules_codebook_buffers_embed_:
    name = "L_self_modules_quantizer_modules_quantizers_modules_1_modules_codebook_buffers_embed_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
