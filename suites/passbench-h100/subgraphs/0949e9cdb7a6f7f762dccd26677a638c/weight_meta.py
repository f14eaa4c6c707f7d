class Program_weight_tensor_meta_context_layer_1:
    name = "context_layer_1"
    shape = [1, 19, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0006669824507077081
    std = 0.01000388930237579
    data = None
    min_val = -0.06589191406965256
    max_val = 0.03911566361784935


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_self_attention_modules_dense_parameters_weight_:
    name = "L_self_modules_h_modules_0_modules_self_attention_modules_dense_parameters_weight_"
    shape = [32, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.001
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_self_attention_modules_dense_parameters_bias_:
    name = "L_self_modules_h_modules_0_modules_self_attention_modules_dense_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 19, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -4.239202673105817e-10
    std = 0.7725842360976899
    data = None
    min_val = -2.06736421585083
    max_val = 2.677675247192383


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_post_attention_layernorm_parameters_weight_:
    name = "L_self_modules_h_modules_0_modules_post_attention_layernorm_parameters_weight_"
    shape = [32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_post_attention_layernorm_parameters_bias_:
    name = "L_self_modules_h_modules_0_modules_post_attention_layernorm_parameters_bias_"
    shape = [32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
