class Program_weight_tensor_meta_attn_output_71:
    name = "attn_output_71"
    shape = [1, 128, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.438296739971564e-05
    std = 0.0009733451961854223
    data = None
    min_val = -0.008651630021631718
    max_val = 0.009573777206242085


class Program_weight_tensor_meta_hidden_states_111:
    name = "hidden_states_111"
    shape = [1, 128, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0001018197414266823
    std = 0.00979208144958919
    data = None
    min_val = -0.04233714938163757
    max_val = 0.0410267636179924


class Program_weight_tensor_meta_L_self_modules_h_modules_11_modules_ln_2_parameters_weight_:
    name = "L_self_modules_h_modules_11_modules_ln_2_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_h_modules_11_modules_ln_2_parameters_bias_:
    name = "L_self_modules_h_modules_11_modules_ln_2_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
