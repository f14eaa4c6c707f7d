class Program_weight_tensor_meta_mul_2:
    name = "mul_2"
    shape = [1, 6, 196, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0002694325360797658
    std = 0.03401147807121382
    data = None
    min_val = -0.19898104667663574
    max_val = 0.20062007009983063


class Program_weight_tensor_meta_mul_3:
    name = "mul_3"
    shape = [1, 6, 196, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.001124462201962102
    std = 0.033967086525806725
    data = None
    min_val = -0.18487054109573364
    max_val = 0.1953950822353363


class Program_weight_tensor_meta_getitem_13:
    name = "getitem_13"
    shape = [1, 6, 1, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0023069304880512695
    std = 0.0789034516914265
    data = None
    min_val = -0.24392320215702057
    max_val = 0.19842080771923065


class Program_weight_tensor_meta_v:
    name = "v"
    shape = [1, 6, 197, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0012718082420599326
    std = 0.07699481573538397
    data = None
    min_val = -0.30219754576683044
    max_val = 0.3167170286178589
