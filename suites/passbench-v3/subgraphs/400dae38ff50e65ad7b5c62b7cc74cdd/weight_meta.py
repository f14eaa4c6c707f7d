class Program_weight_tensor_meta_tensor_3_1:
    name = "tensor_3_1"
    shape = [1, 17, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.611907727138411e-10
    std = 1.0000382920745943
    data = None
    min_val = -4.642134666442871
    max_val = 4.2464118003845215


class Program_weight_tensor_meta_L_self_modules_attentions_modules_0_modules_v_lin_parameters_weight_:
    name = "L_self_modules_attentions_modules_0_modules_v_lin_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_attentions_modules_0_modules_v_lin_parameters_bias_:
    name = "L_self_modules_attentions_modules_0_modules_v_lin_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_k:
    name = "k"
    shape = [1, 17, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0046848059892044165
    std = 0.10944175944729005
    data = None
    min_val = -0.4248550832271576
    max_val = 0.3703632056713104
