class Program_weight_tensor_meta_getitem_12:
    name = "getitem_12"
    shape = [1, 352, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.163290287380671e-16
    std = 2.3869699316636406e-13
    data = None
    min_val = -9.491891864513158e-13
    max_val = 9.040897913127621e-13


class Program_weight_tensor_meta_x_92:
    name = "x_92"
    shape = [1, 352, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.0052092705921216e-12
    std = 6.143695286006144e-11
    data = None
    min_val = -2.5386334701060775e-10
    max_val = 2.725683567739168e-10


class Program_weight_tensor_meta_x_101:
    name = "x_101"
    shape = [1, 386, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.240532687840175e-15
    std = 2.370096422218068e-13
    data = None
    min_val = -9.491891864513158e-13
    max_val = 9.040897913127621e-13
