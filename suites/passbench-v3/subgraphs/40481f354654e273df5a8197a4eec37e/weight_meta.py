class Program_weight_tensor_meta_input_27:
    name = "input_27"
    shape = [1, 384, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.5740074008266002e-07
    std = 9.108223559718125e-06
    data = None
    min_val = -9.664081153459847e-05
    max_val = 5.351762956706807e-05


class Program_weight_tensor_meta_gates_4:
    name = "gates_4"
    shape = [1, 4, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00194281938649733
    std = 0.07631373557369893
    data = None
    min_val = -0.2316688895225525
    max_val = 0.21057476103305817
