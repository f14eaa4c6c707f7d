class Program_weight_tensor_meta_hidden_states_9:
    name = "hidden_states_9"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -8.347733946151292e-05
    std = 0.04795139618535887
    data = None
    min_val = -0.2238398641347885
    max_val = 0.20179393887519836


class Program_weight_tensor_meta_mul_21:
    name = "mul_21"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.981842044414719e-06
    std = 0.0008541010236584214
    data = None
    min_val = -0.011827316135168076
    max_val = 0.01844019442796707
