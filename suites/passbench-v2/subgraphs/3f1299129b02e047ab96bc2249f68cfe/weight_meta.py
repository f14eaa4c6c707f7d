class Program_weight_tensor_meta_hidden_states_171:
    name = "hidden_states_171"
    shape = [2, 7, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.01818664947591791
    std = 1.2157056810682796
    data = None
    min_val = -4.282925128936768
    max_val = 4.575878620147705


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.001
    std = 0.057
    data = None


class Program_weight_tensor_meta_queries_48:
    name = "queries_48"
    shape = [2, 7, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.005044669978263171
    std = 0.222058593583189
    data = None
    min_val = -0.7759672999382019
    max_val = 0.8425942659378052


class Program_weight_tensor_meta_keys_48:
    name = "keys_48"
    shape = [2, 7, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.009750652961039512
    std = 0.17105107688031115
    data = None
    min_val = -0.6465471982955933
    max_val = 0.6253442764282227
