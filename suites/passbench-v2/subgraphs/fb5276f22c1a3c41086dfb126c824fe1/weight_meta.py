class Program_weight_tensor_meta_inputs_embeds_2:
    name = "inputs_embeds_2"
    shape = [1, 1500, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.576928681450636e-07
    std = 0.0009751803175830583
    data = None
    min_val = -0.004761417396366596
    max_val = 0.004920175299048424


class Program_weight_tensor_meta_L_self_modules_embed_positions_parameters_weight_:
    name = "L_self_modules_embed_positions_parameters_weight_"
    shape = [1500, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.1557928855736833e-05
    std = 0.020003304976786013
    data = None
