class Program_weight_tensor_meta_cat_x:
    name = "cat_x"
    shape = [1, 260, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.57812667851137e-10
    std = 0.8595432710113434
    data = None
    min_val = -4.824079990386963
    max_val = 4.196781158447266


class Program_weight_tensor_meta_attn_output_4:
    name = "attn_output_4"
    shape = [1, 260, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.5221735091085245e-05
    std = 0.00042074951970672833
    data = None
    min_val = -0.0013922821963205934
    max_val = 0.0012549144448712468


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_norm2_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_norm2_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_stages_modules_0_modules_layers_modules_0_modules_layer_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
