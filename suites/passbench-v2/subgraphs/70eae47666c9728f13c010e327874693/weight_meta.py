class Program_weight_tensor_meta_L_self_modules_encoder_modules_blocks_modules_2_modules_1_modules_attention_parameters_r_s_bias_:
    name = "L_self_modules_encoder_modules_blocks_modules_2_modules_1_modules_attention_parameters_r_s_bias_"
    shape = [12, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.04888346977585911
    std = 0.027814164963238127
    data = None


class Program_weight_tensor_meta_q_head_19:
    name = "q_head_19"
    shape = [1, 32, 12, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.8298755462639065e-05
    std = 0.017632393084269872
    data = None
    min_val = -0.07374323159456253
    max_val = 0.08717738091945648
