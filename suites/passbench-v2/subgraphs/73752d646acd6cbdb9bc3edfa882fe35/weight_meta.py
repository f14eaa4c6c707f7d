class Program_weight_tensor_meta_hidden_states_90:
    name = "hidden_states_90"
    shape = [1, 768, 248]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00015522422859950652
    std = 0.0009603312382362799
    data = None
    min_val = -0.0032986898440867662
    max_val = 0.002979160286486149


class Program_weight_tensor_meta_mul_99:
    name = "mul_99"
    shape = [1, 768, 248]
    dtype = "torch.float32"
    device = "cpu"
    mean = 9.463249117907641e-07
    std = 1.3383419441866251e-06
    data = None
    min_val = 1.10874048535689e-18
    max_val = 1.0881314665311947e-05
