class Program_weight_tensor_meta_hidden_states_168:
    name = "hidden_states_168"
    shape = [1, 128, 2000]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.2122840829607037e-06
    std = 0.00027631052496326463
    data = None
    min_val = -0.0014304271899163723
    max_val = 0.001448064693249762


class Program_weight_tensor_meta_mul_15:
    name = "mul_15"
    shape = [1, 128, 2000]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.635752130082213e-08
    std = 1.1797186424887395e-07
    data = None
    min_val = 1.6937040029906087e-19
    max_val = 2.0968900571460836e-06
