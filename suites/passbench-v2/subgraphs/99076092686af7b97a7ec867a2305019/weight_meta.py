class Program_weight_tensor_meta_L_kwargs_input_ids_:
    name = "L_kwargs_input_ids_"
    shape = [1, 128]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = None
    min_val = 337
    max_val = 40958


class Program_weight_tensor_meta_L_args_0_modules_encoder_modules_embed_tokens_parameters_weight_:
    name = "L_args_0_modules_encoder_modules_embed_tokens_parameters_weight_"
    shape = [42024, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.52315177422616e-07
    std = 0.01999928452536491
    data = None
