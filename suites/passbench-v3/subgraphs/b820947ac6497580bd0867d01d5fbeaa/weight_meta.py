class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 1025, 16, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0001586365474030608
    std = 0.0041120801764612065
    data = None
    min_val = -0.0131352748721838
    max_val = 0.013747728429734707


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_projection_layer_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_projection_layer_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.9867181868544247e-05
    std = 0.019971918078365965
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_projection_layer_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_projection_layer_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
