class Program_weight_tensor_meta_pooled_output:
    name = "pooled_output"
    shape = [1, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0001143586302229475
    std = 0.9367286203393861
    data = None
    min_val = -3.175212860107422
    max_val = 2.3669066429138184


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_post_layernorm_parameters_weight_:
    name = "L_self_modules_vision_model_modules_post_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_post_layernorm_parameters_bias_:
    name = "L_self_modules_vision_model_modules_post_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_kwargs_input_ids_:
    name = "L_kwargs_input_ids_"
    shape = [1, 16]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [28588, 6959, 19573, 40640, 17987, 49147, 45507, 19303, 35081, 25043, 32533, 37362, 41252, 12887, 27718, 48344]


class Program_weight_tensor_meta_L_self_modules_text_model_modules_embeddings_buffers_position_ids_:
    name = "L_self_modules_text_model_modules_embeddings_buffers_position_ids_"
    shape = [1, 16]
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
