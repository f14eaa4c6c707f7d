class Program_weight_tensor_meta_hidden_states_82:
    name = "hidden_states_82"
    shape = [1, 577, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.118730912141599e-30
    std = 1.0915977395304103e-26
    data = None
    min_val = -5.18832584768695e-26
    max_val = 4.989868781753557e-26


class Program_weight_tensor_meta_hidden_states_78:
    name = "hidden_states_78"
    shape = [1, 577, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 4.301181601719949e-14
    std = 1.1264409583792399e-10
    data = None
    min_val = -5.323037566284938e-10
    max_val = 5.046474349512664e-10


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
