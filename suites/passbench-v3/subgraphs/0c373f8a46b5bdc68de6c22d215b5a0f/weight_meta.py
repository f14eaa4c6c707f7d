class Program_weight_tensor_meta_output_8:
    name = "output_8"
    shape = [1, 64, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.4091625644141459e-09
    std = 0.7135089163980307
    data = None
    min_val = -4.339061737060547
    max_val = 2.9207754135131836


class Program_weight_tensor_meta_L_self_modules_encoder_modules_blocks_modules_1_modules_0_modules_attention_modules_q_head_parameters_weight_:
    name = "L_self_modules_encoder_modules_blocks_modules_1_modules_0_modules_attention_modules_q_head_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.665752685406385e-05
    std = 0.025513292639119774
    data = None
