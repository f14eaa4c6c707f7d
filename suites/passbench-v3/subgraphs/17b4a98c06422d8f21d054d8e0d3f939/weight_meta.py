class Program_weight_tensor_meta_input_11:
    name = "input_11"
    shape = [1, 192, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.3596664231517773e-08
    std = 6.485203808188949e-06
    data = None
    min_val = -4.817388253286481e-05
    max_val = 5.048298407928087e-05


class Program_weight_tensor_meta_gates_2:
    name = "gates_2"
    shape = [1, 3, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00017441789222769047
    std = 0.053419463207935405
    data = None
    min_val = -0.16878539323806763
    max_val = 0.19033965468406677
