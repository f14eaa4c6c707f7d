class Program_weight_tensor_meta_q_1:
    name = "q_1"
    shape = [1, 16, 197, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0036672077858587336
    std = 0.12690789414092174
    data = None
    min_val = -0.5689972639083862
    max_val = 0.5465790033340454


class Program_weight_tensor_meta_k_1:
    name = "k_1"
    shape = [1, 16, 197, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0005635864375679244
    std = 0.12822839830483554
    data = None
    min_val = -0.555650532245636
    max_val = 0.5592025518417358


class Program_weight_tensor_meta_v:
    name = "v"
    shape = [1, 16, 197, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0022791037240135147
    std = 0.1273730758398292
    data = None
    min_val = -0.5433425307273865
    max_val = 0.5370132923126221
