class Program_weight_tensor_meta_pooled_output:
    name = "pooled_output"
    shape = [1, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.000997525108687114
    std = 0.9381278554651112
    data = None
    min_val = -2.6450157165527344
    max_val = 3.4034900665283203


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_post_layernorm_parameters_weight_:
    name = "L_self_modules_vision_model_modules_post_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_post_layernorm_parameters_bias_:
    name = "L_self_modules_vision_model_modules_post_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_input_ids_:
    name = "L_input_ids_"
    shape = [1, 7]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [49406, 320, 1125, 539, 320, 2368, 49407]


class Program_weight_tensor_meta_L_self_modules_text_model_modules_embeddings_buffers_position_ids_:
    name = "L_self_modules_text_model_modules_embeddings_buffers_position_ids_"
    shape = [1, 16]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
