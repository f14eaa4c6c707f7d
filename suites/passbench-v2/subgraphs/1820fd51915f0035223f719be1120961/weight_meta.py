class Program_weight_tensor_meta_quantized_representation_6:
    name = "quantized_representation_6"
    shape = [1, 1024, 31]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.3160495649141356e-07
    std = 4.543140208332218e-05
    data = None
    min_val = -0.00022205314598977566
    max_val = 0.0002454979985486716


class Program_weight_tensor_meta_getitem_5:
    name = "getitem_5"
    shape = [1, 1, 1]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = [True]


class Program_weight_tensor_meta_quantized_representation_3:
    name = "quantized_representation_3"
    shape = [1, 1024, 31]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.6219250898550173e-07
    std = 4.670714742312718e-05
    data = None
    min_val = -0.0002014572819462046
    max_val = 0.00020362998475320637
