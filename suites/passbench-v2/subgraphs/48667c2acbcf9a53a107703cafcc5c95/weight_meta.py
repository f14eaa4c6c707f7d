class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 50, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -5.323246436243305e-10
    std = 1.0000079968113917
    data = None
    min_val = -4.453283786773682
    max_val = 3.8957371711730957


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.841329438364326e-06
    std = 0.007369103637512755
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_vision_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_queries:
    name = "queries"
    shape = [1, 50, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.1287942375399021e-05
    std = 0.040999802030768966
    data = None
    min_val = -0.17376774549484253
    max_val = 0.17056800425052643


class Program_weight_tensor_meta_keys:
    name = "keys"
    shape = [1, 50, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.000455686032011234
    std = 0.0409124895358931
    data = None
    min_val = -0.1626758873462677
    max_val = 0.1747637838125229
