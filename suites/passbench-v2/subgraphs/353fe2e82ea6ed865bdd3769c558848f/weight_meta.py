class Program_weight_tensor_meta_hidden_states_150:
    name = "hidden_states_150"
    shape = [1, 64, 16000]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.614509486695115e-06
    std = 0.00018241373012675607
    data = None
    min_val = -0.0011147585464641452
    max_val = 0.0012653677258640528


class Program_weight_tensor_meta_mul_3:
    name = "mul_3"
    shape = [1, 64, 16000]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.327734244874887e-08
    std = 5.329510463676752e-08
    data = None
    min_val = 1.497612566978788e-19
    max_val = 1.6011546222216566e-06
