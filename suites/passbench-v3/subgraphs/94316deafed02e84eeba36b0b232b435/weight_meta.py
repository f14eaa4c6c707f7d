class Program_weight_tensor_meta_hidden_states_19:
    name = "hidden_states_19"
    shape = [1, 768, 50]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.738822654529022e-08
    std = 0.0001734345350900008
    data = None
    min_val = -0.0006855807150714099
    max_val = 0.0006477231509052217


class Program_weight_tensor_meta_x:
    name = "x"
    shape = [768, 48, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.517198708571128e-06
    std = 0.007364034085658086
    data = None
    min_val = -0.037081558257341385
    max_val = 0.03732170909643173


class Program_weight_tensor_meta_L_self_modules_semantic_model_modules_encoder_modules_pos_conv_embed_modules_conv_parameters_bias_:
    name = "L_self_modules_semantic_model_modules_encoder_modules_pos_conv_embed_modules_conv_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
