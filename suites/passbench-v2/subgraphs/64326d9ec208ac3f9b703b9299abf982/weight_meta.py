class Program_weight_tensor_meta_L_kwargs_input_ids_:
    name = "L_kwargs_input_ids_"
    shape = [1, 128]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 1583
    max_val = 120889


class Program_weight_tensor_meta_L_self_modules_encoder_modules_embed_tokens_parameters_weight_:
    name = "L_self_modules_encoder_modules_embed_tokens_parameters_weight_"
    shape = [128112, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 9.367025179991145e-07
    std = 0.019997467591957155
    data = None
