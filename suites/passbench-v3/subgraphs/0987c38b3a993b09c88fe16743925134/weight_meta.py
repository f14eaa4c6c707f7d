class Program_weight_tensor_meta_input_25:
    name = "input_25"
    shape = [1, 384, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -3.203864523556605e-05
    std = 0.0009849694861325075
    data = None
    min_val = -0.005037189461290836
    max_val = 0.006404153071343899


class Program_weight_tensor_meta_gates_4:
    name = "gates_4"
    shape = [1, 4, 14, 14]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.00194281938649733
    std = 0.07631373557369893
    data = None
    min_val = -0.2316688895225525
    max_val = 0.21057476103305817
