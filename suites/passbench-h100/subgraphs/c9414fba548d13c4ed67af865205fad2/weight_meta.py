class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 17, 4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0873243687842158e-05
    std = 0.011798702550584956
    data = None
    min_val = -0.05064817890524864
    max_val = 0.051070984452962875


class Program_weight_tensor_meta_mul_1:
    name = "mul_1"
    shape = [1, 17, 4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = -8.375499817882681e-10
    std = 2.8363587848674605e-07
    data = None
    min_val = -5.809579761262285e-06
    max_val = 5.956291261099977e-06


class Program_weight_tensor_meta_mul:
    name = "mul"
    shape = [1, 17, 4096]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.436621843921079e-06
    std = 0.005899351275292478
    data = None
    min_val = -0.02532408945262432
    max_val = 0.025535492226481438
