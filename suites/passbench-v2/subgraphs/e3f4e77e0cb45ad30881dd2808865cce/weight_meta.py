class Program_weight_tensor_meta_L_self_modules_encoder_modules_blocks_modules_0_modules_0_modules_attention_parameters_r_s_bias_:
    name = "L_self_modules_encoder_modules_blocks_modules_0_modules_0_modules_attention_parameters_r_s_bias_"
    shape = [12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.050902720780129584
    std = 0.027698404782752345
    data = None


class Program_weight_tensor_meta_q_head_1:
    name = "q_head_1"
    shape = [1, 128, 12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 7.969935591158513e-05
    std = 0.01770753751703964
    data = None
    min_val = -0.0817524865269661
    max_val = 0.08141632378101349
