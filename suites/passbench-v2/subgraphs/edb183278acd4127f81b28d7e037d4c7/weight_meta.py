class Program_weight_tensor_meta_input_585:
    name = "input_585"
    shape = [1, 3840, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.9246627673365941
    std = 0.28722275001552566
    data = None
    min_val = -2.13289737701416
    max_val = 0.4414048492908478
