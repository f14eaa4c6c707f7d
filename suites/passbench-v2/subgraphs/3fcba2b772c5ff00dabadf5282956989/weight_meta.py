class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 27, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.407538739556685e-05
    std = 0.00527302115456916
    data = None
    min_val = -0.023746665567159653
    max_val = 0.020754583179950714


class Program_weight_tensor_meta_L_self_modules_quantizer_modules_codebook_buffers_embed_:
    name = "L_self_modules_quantizer_modules_codebook_buffers_embed_"
    shape = [4096, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
