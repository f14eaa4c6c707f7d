class Program_weight_tensor_meta_L_self_modules_encoder_modules_blocks_modules_1_modules_1_modules_attention_parameters_r_s_bias_:
    name = "L_self_modules_encoder_modules_blocks_modules_1_modules_1_modules_attention_parameters_r_s_bias_"
    shape = [12, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.05146310253203031
    std = 0.028423918436376757
    data = None


class Program_weight_tensor_meta_q_head_11:
    name = "q_head_11"
    shape = [1, 64, 12, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.875365449477717e-05
    std = 0.0175841318286432
    data = None
    min_val = -0.07575402408838272
    max_val = 0.07478732615709305
