class Program_weight_tensor_meta_input_43:
    name = "input_43"
    shape = [1, 768, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.623084002320918e-08
    std = 1.0454707176870147e-05
    data = None
    min_val = -6.635940371779725e-05
    max_val = 6.45454420009628e-05


class Program_weight_tensor_meta_gates_10:
    name = "gates_10"
    shape = [1, 3, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00967299832081815
    std = 0.1091815024935588
    data = None
    min_val = -0.3194858729839325
    max_val = 0.2411651909351349
