class Program_weight_tensor_meta_tensor_8_1:
    name = "tensor_8_1"
    shape = [1, 17, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.5724260586413198e-09
    std = 1.0000382781497423
    data = None
    min_val = -4.651453495025635
    max_val = 4.244317531585693


class Program_weight_tensor_meta_L_self_modules_attentions_modules_1_modules_q_lin_parameters_weight_:
    name = "L_self_modules_attentions_modules_1_modules_q_lin_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.02
    data = None


class Program_weight_tensor_meta_L_self_modules_attentions_modules_1_modules_q_lin_parameters_bias_:
    name = "L_self_modules_attentions_modules_1_modules_q_lin_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
