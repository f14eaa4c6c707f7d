class Program_weight_tensor_meta_hidden_states_189:
    name = "hidden_states_189"
    shape = [1, 256, 400]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.891091976847671e-07
    std = 3.928080466376369e-05
    data = None
    min_val = -0.00017848124844022095
    max_val = 0.0001610812614671886


class Program_weight_tensor_meta_mul_29:
    name = "mul_29"
    shape = [1, 256, 400]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.5430501311024478e-09
    std = 2.2219401355324278e-09
    data = None
    min_val = 1.711372684272318e-18
    max_val = 3.18555564149392e-08
